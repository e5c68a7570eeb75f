<?php
// Named in lower case: CodeIgniter looks for Lower.php, so no URL reaches it on Linux.
class Lower extends CI_Controller {
    public function index() {}
}
