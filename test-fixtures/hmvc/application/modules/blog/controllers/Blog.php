<?php defined('BASEPATH') OR exit('No direct script access allowed');

class Blog extends Front_Controller
{
    public function index() {}
    public function archive($year) {}
}
