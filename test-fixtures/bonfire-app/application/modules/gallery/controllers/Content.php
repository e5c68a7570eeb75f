<?php defined('BASEPATH') || exit('No direct script access allowed');

class Content extends MX_Controller
{
    public function index()
    {
    }

    public function edit()
    {
    }

    private function _render()
    {
    }
}
