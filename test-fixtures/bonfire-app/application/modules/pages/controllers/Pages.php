<?php defined('BASEPATH') || exit('No direct script access allowed');

class Pages extends MX_Controller
{
    public function contact()
    {
    }

    public function about()
    {
    }

    private function _render()
    {
    }
}
