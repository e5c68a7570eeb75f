<?php

namespace App\Controllers\Admin;

class Orders extends \App\Controllers\BaseController
{
    public function index()
    {
        return '';
    }

    public function show(int $id)
    {
        return '';
    }
}
