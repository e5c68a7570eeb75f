<?php

namespace App\Controllers\Shop;

use App\Controllers\BaseController;

class Dash_board extends BaseController
{
    public function some_page()
    {
        return 'dash';
    }
}
