<?php

namespace App\Controllers;

class Cart extends BaseController
{
    public function index()
    {
        return '';
    }

    public function add(int $id)
    {
        return '';
    }
}
