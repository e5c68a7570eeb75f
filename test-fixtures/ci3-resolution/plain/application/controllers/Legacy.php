<?php
class Legacy extends CI_Controller {
    public function _remap($method, $params = array()) {}
}
