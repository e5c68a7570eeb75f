<?php defined('BASEPATH') OR exit('No direct script access allowed');

define('SITE_AREA', 'admin');
define('LOGIN_URL', 'login');
