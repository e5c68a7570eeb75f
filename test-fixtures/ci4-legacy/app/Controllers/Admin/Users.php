<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;

class Users extends BaseController
{
    public function index()
    {
        return 'users';
    }

    public function edit($id = null)
    {
        return "edit $id";
    }
}
