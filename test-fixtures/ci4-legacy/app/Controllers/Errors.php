<?php

namespace App\Controllers;

class Errors extends BaseController
{
    public function show404($message = '')
    {
        return 'not here';
    }
}
