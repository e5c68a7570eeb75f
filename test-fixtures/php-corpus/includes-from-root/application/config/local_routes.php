<?php
$route['local'] = 'pages/local';
