<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Auth extends CI_Controller
{
    public function login()
    {
    }

    public function attempt()
    {
        if ($this->input->post('user')) {
            redirect('welcome');
        }
        redirect('dashboard', 'refresh');
    }

}
