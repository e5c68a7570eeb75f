<?php

namespace App\Controllers;

class Remapped extends BaseController
{
    public function getIndex()
    {
        return 'index';
    }

    public function _remap($method, ...$params)
    {
        return $method;
    }
}
