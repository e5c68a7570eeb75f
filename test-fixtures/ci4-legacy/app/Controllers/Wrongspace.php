<?php

namespace App\Other;

class Wrongspace
{
    public function index()
    {
        return 'elsewhere';
    }
}
