<?php
class Errors extends CI_Controller {
    public function page_missing() {}
}
