<?php

namespace App\Controllers;

class Home extends BaseController
{
    public function index()
    {
        return 'home';
    }

    public function welcome()
    {
        return 'welcome';
    }
}
