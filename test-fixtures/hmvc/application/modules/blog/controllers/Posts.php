<?php defined('BASEPATH') OR exit('No direct script access allowed');

class Posts extends Front_Controller
{
    public function index() {}
    public function create_new() {}
    public function create() {}
    public function show($id) {}
    public function edit($id) {}
    public function update($id) {}
    public function delete($id) {}
}
