<?php

namespace App\Controllers;

class Jobs extends BaseController
{
    public function run()
    {
        return 'ran';
    }

    public function runner()
    {
        return 'runner';
    }

    public function report()
    {
        return 'report';
    }
}
