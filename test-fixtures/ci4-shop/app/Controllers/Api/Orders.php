<?php

namespace App\Controllers\Api;

use CodeIgniter\RESTful\ResourceController;

class Orders extends ResourceController
{
    protected $format = 'json';
}
