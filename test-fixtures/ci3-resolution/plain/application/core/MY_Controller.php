<?php
class MY_Controller extends CI_Controller {
    public function render($view = 'page') {}
    protected function guard() {}
}
