<?php

namespace App\Controllers;

class Magic extends BaseController
{
    public function __call($name, $arguments)
    {
        return $name;
    }
}
