<?php

namespace App\Controllers;

class Blog extends BaseController
{
    public function show($id)
    {
        return "post $id";
    }

    public function slug(...$parts)
    {
        return implode('/', $parts);
    }

    public function create()
    {
        return 'created';
    }

    public function update($id)
    {
        return "updated $id";
    }

    public function feed()
    {
        return 'feed';
    }

    public function needs($a, $b)
    {
        return $a . $b;
    }

    public function under_score()
    {
        return 'translated';
    }

    protected function secret()
    {
        return 'secret';
    }

    public function _helper()
    {
        return 'helper';
    }

    public static function listing()
    {
        return 'static';
    }
}
