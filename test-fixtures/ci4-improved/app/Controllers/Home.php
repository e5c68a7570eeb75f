<?php

namespace App\Controllers;

class Home extends BaseController
{
    public function getIndex()
    {
        return 'home';
    }

    public function getAbout()
    {
        return 'about';
    }
}
