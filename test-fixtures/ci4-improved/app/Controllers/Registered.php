<?php

namespace App\Controllers;

class Registered extends BaseController
{
    public function getIndex()
    {
        return 'registered';
    }

    public function getOther()
    {
        return 'other';
    }
}
