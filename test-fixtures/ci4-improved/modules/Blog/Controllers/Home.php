<?php

namespace Acme\Blog\Controllers;

use App\Controllers\BaseController;

class Home extends BaseController
{
    public function getIndex()
    {
        return 'blog home';
    }
}
