<?php

namespace App\Controllers;

use CodeIgniter\Router\Attributes\Filter;

#[Filter(by: 'auth', having: ['admin', 'editor'])]
class Reports extends BaseController
{
    public function getIndex()
    {
        return 'reports';
    }

    #[Filter('csrf')]
    public function postExport()
    {
        return 'exported';
    }
}
