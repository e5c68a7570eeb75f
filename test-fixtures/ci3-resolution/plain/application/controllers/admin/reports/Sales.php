<?php
class Sales extends CI_Controller {
    public function week($n) {}
}
