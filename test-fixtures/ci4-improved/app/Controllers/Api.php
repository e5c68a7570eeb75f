<?php

namespace App\Controllers;

use CodeIgniter\API\ResponseTrait;
use CodeIgniter\RESTful\ResourceController;

class Api extends ResourceController
{
    use ResponseTrait;

    public function getIndex()
    {
        return $this->respond(['ok' => true]);
    }
}
