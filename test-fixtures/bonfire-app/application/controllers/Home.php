<?php defined('BASEPATH') || exit('No direct script access allowed');

class Home extends MX_Controller
{
    public function index()
    {
    }

    private function _render()
    {
    }
}
