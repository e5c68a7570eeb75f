<?php
class My_account extends CI_Controller {
    public function edit_profile() {}
}
