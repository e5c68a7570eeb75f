<?php

namespace Acme\Blog\Controllers;

use App\Controllers\BaseController;

class Posts extends BaseController
{
    public function getIndex()
    {
        return 'posts';
    }

    public function getShow($slug)
    {
        return "post $slug";
    }
}
