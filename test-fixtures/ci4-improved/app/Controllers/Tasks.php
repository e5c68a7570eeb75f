<?php

namespace App\Controllers;

class Tasks extends BaseController
{
    public function cliRun()
    {
        return 'ran';
    }

    public function getStatus()
    {
        return 'status';
    }
}
