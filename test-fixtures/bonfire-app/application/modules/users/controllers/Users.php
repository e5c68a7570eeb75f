<?php defined('BASEPATH') || exit('No direct script access allowed');

class Users extends MX_Controller
{
    public function login()
    {
    }

    public function register()
    {
    }

    public function logout()
    {
    }

    public function reset_password()
    {
    }

    private function _render()
    {
    }
}
