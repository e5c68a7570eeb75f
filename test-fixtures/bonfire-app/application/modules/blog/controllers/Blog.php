<?php defined('BASEPATH') || exit('No direct script access allowed');

class Blog extends MX_Controller
{
    public function index()
    {
    }

    public function post()
    {
    }

    private function _render()
    {
    }
}
