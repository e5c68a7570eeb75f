<?php
class My_ctl extends MX_Controller {
    public function index() {}
    public function my_arg($x = '') {}
}
