<?php

namespace App\Controllers;

class Products extends BaseController
{
    public function index()
    {
        return '';
    }

    public function under(string $price)
    {
        return '';
    }

    public function show(string $slug)
    {
        return '';
    }
}
