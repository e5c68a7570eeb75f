<?php defined('BASEPATH') OR exit('No direct script access allowed');

class Settings extends Admin_Controller
{
    public function index()
    {
    }

    public function save()
    {
    }
}
