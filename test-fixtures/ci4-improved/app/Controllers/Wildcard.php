<?php

namespace App\Controllers;

class Wildcard extends BaseController
{
    public function getIndex()
    {
        return 'wildcard';
    }

    public function getMore()
    {
        return 'more';
    }
}
