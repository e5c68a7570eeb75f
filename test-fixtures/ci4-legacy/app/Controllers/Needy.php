<?php

namespace App\Controllers;

class Needy extends BaseController
{
    public function __construct($service)
    {
    }

    public function index()
    {
        return 'needy';
    }
}
