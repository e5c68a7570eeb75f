<?php

namespace App\Controllers\Admin;

class Products extends \App\Controllers\BaseController
{
    public function index()
    {
        return '';
    }

    public function show(int $id)
    {
        return '';
    }

    public function create()
    {
        return '';
    }

    public function update(int $id)
    {
        return '';
    }

    public function delete(int $id)
    {
        return '';
    }
}
