<?php defined('BASEPATH') OR exit('No direct script access allowed');

class Welcome extends CI_Controller
{
    public function index()
    {
        $this->load->view('welcome');
    }

    public function about()
    {
        $this->load->view('about');
    }

    private function helper()
    {
    }
}
