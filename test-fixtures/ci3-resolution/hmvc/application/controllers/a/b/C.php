<?php
class C extends CI_Controller {
    public function m() {}
}
