<?php
class Forum extends MX_Controller {
    public function index() {}
    public function rules() {}
}
