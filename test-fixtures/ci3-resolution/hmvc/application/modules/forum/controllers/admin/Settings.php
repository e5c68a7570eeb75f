<?php
class Settings extends MX_Controller {
    public function save() {}
}
