<?php
class Shop extends MY_Controller {
    public function index() {}
    public function view($id) {}
    public function create() {}
    public function list_all() {}
    protected function helper() {}
    private function secret() {}
    public function _internal() {}
    public static function stats() {}
}
