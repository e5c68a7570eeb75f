<?php
// Three folders deep: the HMVC router never looks here.
class D extends CI_Controller {
    public function m() {}
}
