<?php defined('BASEPATH') || exit('No direct script access allowed');

class Photos extends MX_Controller
{
    public function index()
    {
    }

    public function create_new()
    {
    }

    public function edit()
    {
    }

    public function show()
    {
    }

    public function create()
    {
    }

    public function update()
    {
    }

    public function delete()
    {
    }

    private function _render()
    {
    }
}
