<?php defined('BASEPATH') OR exit('No direct script access allowed');

define('SITE_AREA', 'admin');
const LOGIN_URL = 'signin';
