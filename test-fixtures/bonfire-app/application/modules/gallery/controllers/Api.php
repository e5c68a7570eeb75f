<?php defined('BASEPATH') || exit('No direct script access allowed');

class Api extends MX_Controller
{
    public function create()
    {
    }

    private function _render()
    {
    }
}
