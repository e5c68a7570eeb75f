<?php

namespace App\Controllers;

class Products extends BaseController
{
    public function getIndex()
    {
        return 'products';
    }

    public function getShow($id)
    {
        return "product $id";
    }

    public function postCreate()
    {
        return 'created';
    }

    public function getSomeThing($a = null, $b = null)
    {
        return 'camel';
    }

    public function getVariadic(...$parts)
    {
        return 'variadic';
    }

    protected function getHidden()
    {
        return 'hidden';
    }

    public function getindexed()
    {
        return 'lower';
    }
}
