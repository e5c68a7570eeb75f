<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;

class Home extends BaseController
{
    public function getIndex($page = null)
    {
        return 'admin';
    }
}
