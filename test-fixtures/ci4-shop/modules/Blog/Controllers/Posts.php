<?php

namespace Modules\Blog\Controllers;

class Posts extends \App\Controllers\BaseController
{
    public function index()
    {
        return '';
    }

    public function show(string $slug)
    {
        return '';
    }

    public function about()
    {
        return '';
    }
}
