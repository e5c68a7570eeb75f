<?php
class Topics extends MX_Controller {
    public function index() {}
    public function view($id = null, $page = 1) {}
}
